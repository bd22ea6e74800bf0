/**
 * The report shown at the end of an import (flow or form): what was left out and what was approximated,
 * each line naming its node or field, then the list of what was converted as it was.
 */
import { Callout, Intent } from '@blueprintjs/core';

export interface ReportViewLine {
  subject: string;
  text: string;
}

export interface ReportViewSection {
  title: string;
  lines: ReportViewLine[];
}

/** One section of the view from a report's lines: its title and each line's subject with its translated text. */
export function reportSection<Line extends { subject: string }>(
  title: string,
  lines: readonly Line[],
  textOf: (line: Line) => string,
): ReportViewSection {
  return { title, lines: lines.map((line) => ({ subject: line.subject, text: textOf(line) })) };
}

export interface ImportReportViewProps {
  title: string;
  leftOut: ReportViewSection;
  approximated: ReportViewSection;
  converted: ReportViewSection;
  /** Shown when nothing was left out or approximated. */
  nothingLost: string;
}

function Lines({ section }: { section: ReportViewSection }) {
  return (
    <ul aria-label={section.title} style={{ marginBlock: 4, paddingInlineStart: 20 }}>
      {section.lines.map((line, index) => (
        <li key={index}>
          <strong>{line.subject}</strong>
          {line.text !== '' && <>: {line.text}</>}
        </li>
      ))}
    </ul>
  );
}

export function ImportReportView({
  title,
  leftOut,
  approximated,
  converted,
  nothingLost,
}: ImportReportViewProps) {
  const isExact = leftOut.lines.length === 0 && approximated.lines.length === 0;
  let intent: Intent = Intent.SUCCESS;
  if (leftOut.lines.length > 0) intent = Intent.DANGER;
  else if (approximated.lines.length > 0) intent = Intent.WARNING;
  return (
    <Callout intent={intent} title={title} role="region" aria-label={title} style={{ marginTop: 8 }}>
      {isExact && <p>{nothingLost}</p>}
      {[leftOut, approximated].map(
        (section) =>
          section.lines.length > 0 && (
            <div key={section.title}>
              <strong>{section.title}</strong>
              <Lines section={section} />
            </div>
          ),
      )}
      <details>
        <summary>{converted.title}</summary>
        <div style={{ maxHeight: 160, overflowY: 'auto' }}>
          <Lines section={converted} />
        </div>
      </details>
    </Callout>
  );
}
