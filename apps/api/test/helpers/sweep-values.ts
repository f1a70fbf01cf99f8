import { hasForbiddenCharacters } from '@docapply/rules';

/** The malformed values the bad-input sweep sends (see sweep-inputs.ts for where they go). */

// Refused wherever they appear: NUL, other C0 controls, unpaired surrogates (both halves, reversed pairs).
export const FORBIDDEN_TEXTS = [
  '\u0000',
  'a\u0000b',
  '\u0001',
  'x\u001b[31mred',
  '\u0008',
  'ok\u000b',
  '\u000c',
  '\u001f',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  'end\ud83d',
];
// Allowed characters, awkward sizes and shapes: never a 5xx either.
export const ODD_TEXTS = [
  'x'.repeat(10_000),
  '🏥'.repeat(2_500),
  '',
  ' ',
  '\t\r\n',
  '\u202e\u200b\ufeff\uffff',
  '%00',
  '\\u0000',
  "' OR 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\u007f\u0085\u2028',
];
// What a number can look like in a URL: negative, huge, not a number, a float where an int goes.
export const NUMBER_TEXTS = [
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '1e999',
  'NaN',
  'Infinity',
  '-Infinity',
  '9007199254740993',
  '99999999999999999999999',
  '0x10',
  ' 1',
  '1,2',
  '١٢',
  'true',
];
// A few of them, where a text is expected (a number there is only one more odd text).
export const SOME_NUMBER_TEXTS = ['-1', '1e999', 'NaN', '1.5'];
// The same in a JSON body, with values of other types.
export const NUMBER_VALUES: unknown[] = [
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 63),
  '1',
  'NaN',
  null,
  true,
  [],
  {},
  'x'.repeat(10_000),
];
// Where a text is expected: values of the wrong type.
export const NOT_TEXT_VALUES: unknown[] = [-1, 1.5, null, true, {}];
// Path segments that cannot be decoded (bad escapes, overlong or surrogate UTF-8).
export const UNDECODABLE_SEGMENTS = ['%zz', '%', '%C0%80', '%ED%A0%80', '%FF', '%E0%80%80'];
// Raw bodies sent as JSON: broken, odd, deep; and JSON in other clothes.
export const RAW_JSON_BODIES: Array<[string, string | Buffer]> = [
  ['cut JSON', '{"a": '],
  ['empty object with commas', '{,}'],
  ['null', 'null'],
  ['array', '[]'],
  ['number 1e999', '1e999'],
  ['raw NUL inside a string', '{"a":"\u0000"}'],
  ['raw control inside a string', '{"a":"\u0001"}'],
  ['duplicate keys', '{"a":1,"a":2}'],
  ['__proto__', '{"__proto__":{"isAdmin":true}}'],
  ['constructor.prototype', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['byte order mark', '\ufeff{}'],
  ['invalid UTF-8 bytes', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d])],
  ['deep arrays', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
  ['deep objects', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`],
];
export const CONTENT_TYPES: Array<[string, string]> = [
  ['text/plain', 'hello'],
  ['application/xml', '<a>1</a>'],
  ['application/x-www-form-urlencoded', 'a=1&b=%00'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  ],
  ['application/json; charset=utf-16', '{}'],
  ['application/jsonx', '{}'],
  ['', '{}'],
];
export const TOKENS: Array<[string, string]> = [
  ['no token', ''],
  ['garbage token', 'garbage'],
  ['three dots', 'a.b.c'],
  ['10,000-character token', 'x'.repeat(10_000)],
  ['bearer prefix', 'Bearer abc'],
  ['unsigned token', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'],
];

/** Percent-encodes any text, lone surrogates included (as the WTF-8 bytes a careless client sends). */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

function hasSurrogate(text: string): boolean {
  return /[\ud800-\udfff]/.test(text);
}

/** Only a URL-deliverable bad text (no surrogate, which a URL cannot carry) must be named. */
export function urlForbiddenField(text: string, field: string): string | undefined {
  return hasForbiddenCharacters(text) && !hasSurrogate(text) ? field : undefined;
}

const BOUNDARY = 'sweepBoundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
const END = `--${BOUNDARY}--\r\n`;

function part(name: string, content: string, filename?: string): string {
  const file = filename === undefined ? '' : `; filename="${filename}"\r\nContent-Type: application/pdf`;
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n${content}\r\n`;
}

type TMultipartBody = { label: string; payload: string; contentType: string; status?: number };

/** Broken multipart bodies for the upload route, and bad characters in each of its texts. */
export function createMultipartBodies(): TMultipartBody[] {
  const good = part('file', PDF, 'cv.pdf') + END;
  const bodies: TMultipartBody[] = [
    { label: 'no boundary', payload: good, contentType: 'multipart/form-data' },
    { label: 'another boundary', payload: good, contentType: 'multipart/form-data; boundary=other' },
    { label: 'a truncated body', payload: good.slice(0, 90), contentType: MULTIPART, status: 400 },
    {
      label: 'a body cut inside headers',
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-da`,
      contentType: MULTIPART,
      status: 400,
    },
    { label: 'an empty body', payload: '', contentType: MULTIPART, status: 400 },
    { label: 'garbage', payload: 'not multipart', contentType: MULTIPART, status: 400 },
    {
      label: 'a wrong field name',
      payload: part('document', PDF, 'cv.pdf') + END,
      contentType: MULTIPART,
      status: 400,
    },
    { label: 'only fields', payload: part('note', 'hello') + END, contentType: MULTIPART, status: 400 },
    { label: 'two files', payload: part('file', PDF, 'a.pdf') + good, contentType: MULTIPART, status: 400 },
    {
      label: 'too many parts',
      payload: Array.from({ length: 8 }, (_, i) => part(`f${i}`, 'x')).join('') + END,
      contentType: MULTIPART,
      status: 413,
    },
    {
      label: 'a huge field',
      payload: part('note', 'x'.repeat(100_000)) + good,
      contentType: MULTIPART,
      status: 413,
    },
    {
      label: 'a __proto__ field',
      payload: part('__proto__', 'x') + good,
      contentType: MULTIPART,
      status: 400,
    },
  ];
  for (const text of FORBIDDEN_TEXTS.filter((t) => !hasSurrogate(t))) {
    const name = JSON.stringify(text);
    bodies.push(
      {
        label: `field value ${name}`,
        payload: part('note', text) + good,
        contentType: MULTIPART,
        status: 400,
      },
      {
        label: `field name ${name}`,
        payload: part(`n${text}`, 'x') + good,
        contentType: MULTIPART,
        status: 400,
      },
      {
        label: `file name ${name}`,
        payload: part('file', PDF, `cv${text}.pdf`) + END,
        contentType: MULTIPART,
        status: 400,
      },
    );
  }
  return bodies;
}
