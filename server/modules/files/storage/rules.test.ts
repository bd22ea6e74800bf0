import { describe, expect, it } from 'vitest';
import {
  checkUploadName,
  cleanOriginalName,
  dispositionFor,
  extensionOf,
  isStoredName,
  storedNameFor,
} from './rules';
import { storedKey } from './paths';

describe('upload rules', () => {
  it.each([
    ['report.PDF', 'pdf'],
    ['a.tar.gz', 'gz'],
    ['noext', ''],
    ['.env', 'env'],
    ['x.', ''],
  ])('extension of %s is %s', (name, ext) => expect(extensionOf(name)).toBe(ext));

  it('allows office, image and archive types and refuses html, svg, scripts and executables', () => {
    for (const name of ['a.png', 'b.docx', 'c.xlsx', 'd.zip', 'e.txt'])
      expect(checkUploadName(name)).toBeNull();
    for (const name of ['a.html', 'b.svg', 'c.js', 'd.exe', 'e.sh', 'noext'])
      expect(checkUploadName(name)?.key).toBe('files:upload.typeNotAllowed');
  });

  it('generates stored names that cannot leave the tenant key prefix', () => {
    expect(storedNameFor('123', 'Report.DOCX')).toBe('123.docx');
    expect(isStoredName('123.docx')).toBe(true);
    for (const bad of ['../x.txt', 'a/b.txt', '.x.txt', 'x', 'x.TXT', '%2e%2e.txt'])
      expect(isStoredName(bad)).toBe(false);
    expect(storedKey('M001', '..%2Fa.txt')).toBeNull();
    expect(storedKey('M001', '1.txt')).toBe('M001/1.txt');
    expect(storedKey('../M002', '1.txt')).toBe('___M002/1.txt');
  });

  it('keeps only the last path part of original names, without control characters', () => {
    expect(cleanOriginalName('C:\\Users\\a\\报告.pdf')).toBe('报告.pdf');
    expect(cleanOriginalName('../../etc/passwd')).toBe('passwd');
    expect(cleanOriginalName('a\u0000b\n.txt')).toBe('ab.txt');
    expect(cleanOriginalName('')).toBe('file');
  });

  it('sends images inline and other files as attachments with an encoded name', () => {
    expect(dispositionFor('图.png', 'image/png')).toBe(
      `inline; filename="_.png"; filename*=UTF-8''%E5%9B%BE.png`,
    );
    expect(dispositionFor('a "b".pdf', 'application/pdf')).toBe(
      `attachment; filename="a _b_.pdf"; filename*=UTF-8''a%20%22b%22.pdf`,
    );
  });
});
