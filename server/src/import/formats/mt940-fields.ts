// The text of an MT940/MT942 file as SWIFT fields: each ":tag:" line starts a field, the lines after it up to
// the next tag continue it. What wraps the messages is left out: the SWIFT envelope ({1:F01…}{2:…}{4:, -}),
// the SOH/ETX control characters some banks put around each message, and the header lines banks write
// between messages (ABN AMRO's "ABNANL2A" and "940", Rabobank's ":940:").

export interface SwiftField {
  /** "20", "25", "60F", "61", "86"… */
  tag: string;
  /** The 1-based line the tag is on. */
  line: number;
  /** The text after the tag, then each continuation line, as written (without the line ends). */
  lines: string[];
}

const TAG_LINE = /^:(\d{2}[A-Z]?|NS):(.*)$/;
/** {1:F01BANK…}{2:I940…}{4: before the first field, possibly on the field's own line. */
const ENVELOPE_START = /^(?:\{\d+:[^{}]*\})*(?:\{4:)?/;
/** "-}" or "-" alone ends a message; "{5:…}" trailers follow some. */
const MESSAGE_END = /^-\}?(?:\{.*)?$/;
/** Control characters but the tab: SOH and ETX around messages, and the like. */
const CONTROL_CHARACTERS = /(?!\t)\p{Cc}/gu;

/** The fields of the file in order; lines outside any field (envelopes, headers, blank lines) are dropped. */
export function swiftFields(text: string): SwiftField[] {
  const fields: SwiftField[] = [];
  let open: SwiftField | null = null;
  text.split(/\r\n|\r|\n/).forEach((rawLine, index) => {
    const line = rawLine.replace(CONTROL_CHARACTERS, '').replace(ENVELOPE_START, '');
    const tagged = TAG_LINE.exec(line);
    if (tagged) {
      open = { tag: tagged[1] ?? '', line: index + 1, lines: [tagged[2] ?? ''] };
      fields.push(open);
    } else if (MESSAGE_END.test(line.trim())) {
      open = null;
    } else if (open && line.trim() !== '') {
      open.lines.push(line);
    }
  });
  return fields;
}
