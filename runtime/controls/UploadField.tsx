/** uploadFile / uploadImg: file list with progress, limit (default 3), remove. */
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_UPLOAD_ACTION, DEFAULT_UPLOAD_LIMIT, FormMessage } from '@shared/form';
import { uploadLimitProblem, type UploadLimitProblem } from '@shared/files';
import type { Translate, UploadedFile } from '@shared/form';
import { useRuntime } from '../state/RuntimeContext';
import { parseUploadData, xhrUpload } from './upload';
import type { FieldProps } from './types';

const isFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'name' in value;

let pendingCounter = 0;

/** A file the pre-check refused before sending it. */
class LimitError extends Error {
  constructor(readonly problem: UploadLimitProblem) {
    super(problem.reason);
  }
}

const limitMessage = ({ reason, ...figures }: UploadLimitProblem, t: Translate) =>
  t(reason === 'tooLarge' ? FormMessage.uploadTooLarge : FormMessage.uploadQuotaExceeded, figures);

export default function UploadField(props: FieldProps) {
  const { t, dataSource } = useRuntime();
  const { options } = props.control;
  const isImage = props.control.type === 'uploadImg';
  const limit = typeof options.limit === 'number' && options.limit > 0 ? options.limit : DEFAULT_UPLOAD_LIMIT;
  const done = Array.isArray(props.value) ? props.value.filter(isFile) : [];
  const [pending, setPending] = useState<UploadedFile[]>([]);
  const doneRef = useRef(done);
  useEffect(() => {
    doneRef.current = done;
  });
  const isFull = done.length + pending.length >= limit;

  const start = (files: FileList | null) => {
    const room = limit - doneRef.current.length - pending.length;
    for (const file of Array.from(files ?? []).slice(0, Math.max(0, room))) {
      pendingCounter += 1;
      const uid = `pending_${pendingCounter}`;
      setPending((list) => [...list, { uid, name: file.name, url: '', status: 'uploading', percent: 0 }]);
      const request = {
        file,
        action: options.action || DEFAULT_UPLOAD_ACTION,
        fileName: options.fileName || (isImage ? 'image' : 'file'),
        data: parseUploadData(options.data),
        headers: options.headers ?? {},
        onProgress: (percent: number) =>
          setPending((list) => list.map((item) => (item.uid === uid ? { ...item, percent } : item))),
      };
      const failed = (reason: string) =>
        setPending((list) =>
          list.map((item) => (item.uid === uid ? { ...item, status: 'error', error: reason } : item)),
        );
      const send = () => (dataSource.upload ?? xhrUpload)(request);
      const checked = dataSource.uploadLimits
        ? dataSource
            .uploadLimits(request.action)
            .catch(() => undefined)
            .then((known) => {
              const problem = known && uploadLimitProblem(file.size, known);
              if (problem) throw new LimitError(problem);
              return send();
            })
        : send();
      checked
        .then((uploaded) => {
          setPending((list) => list.filter((item) => item.uid !== uid));
          props.onChange([...doneRef.current, { ...uploaded, status: 'done' }]);
        })
        .catch((error: unknown) => {
          if (error instanceof LimitError) return failed(limitMessage(error.problem, t));
          const reason =
            error instanceof Error && error.message && !error.message.startsWith('upload failed')
              ? error.message
              : '';
          failed(reason);
        });
    }
  };

  return (
    <div
      className={`fr-upload${isImage ? ' fr-upload-img' : ''}`}
      role="group"
      aria-labelledby={props.labelId}
    >
      <ul className="fr-file-list">
        {[...done, ...pending].map((file) => (
          <li key={file.uid || file.name} className={`fr-file fr-file-${file.status ?? 'done'}`}>
            {isImage && file.url ? <img src={file.url} alt={file.name} className="fr-thumb" /> : null}
            {file.url && !isImage ? (
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                {file.name}
              </a>
            ) : (
              <span>{file.name}</span>
            )}
            {file.status === 'uploading' ? (
              <progress
                max={100}
                value={file.percent ?? 0}
                aria-label={t(FormMessage.uploading, { percent: file.percent ?? 0 })}
              />
            ) : null}
            {file.status === 'error' ? (
              <span className="fr-error-text" role="alert">
                {typeof file.error === 'string' && file.error ? file.error : t(FormMessage.uploadFailed)}
              </span>
            ) : null}
            {file.status === 'uploading' || props.isDisabled ? null : (
              <button
                type="button"
                className="fr-link"
                aria-label={t(FormMessage.removeFile, { name: file.name })}
                onClick={() =>
                  file.status === 'error'
                    ? setPending((list) => list.filter((i) => i.uid !== file.uid))
                    : props.onChange(done.filter((i) => i.uid !== file.uid))
                }
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      <label className={`fr-button${isFull || props.isDisabled ? ' fr-button-disabled' : ''}`}>
        {options.placeholder || t(FormMessage.upload)}
        <input
          id={props.id}
          type="file"
          className="fr-visually-hidden"
          accept={isImage ? 'image/*' : undefined}
          multiple={Boolean(options.multiple)}
          disabled={isFull || props.isDisabled}
          aria-describedby={props.describedBy}
          onChange={(event) => {
            start(event.target.files);
            event.target.value = '';
          }}
        />
      </label>
      <span className="fr-hint">{t(FormMessage.uploadLimit, { limit })}</span>
    </div>
  );
}
