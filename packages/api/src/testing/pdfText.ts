import { inflateSync } from 'node:zlib';

/** The text runs of a PDF made by pdfkit (its TJ operators, hex strings), one per line: enough to assert what it prints. */
export function pdfTextOf(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const runs: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      runs.push([...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return runs.join('\n');
}
