// Writes the four legal PDFs the portal's footer links to (apps/portal/public/legal/*.pdf).
// The PDFs are committed; run `node scripts/make-legal-pdfs.mjs` again after editing a text.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb } from '@cantoo/pdf-lib';

const OUT_DIR = fileURLToPath(new URL('../apps/portal/public/legal/', import.meta.url));
const BRAND = rgb(0, 0x4a / 255, 0xad / 255);
const INK = rgb(0.13, 0.15, 0.2);
const MUTED = rgb(0.4, 0.43, 0.5);
const PAGE = { width: 612, height: 792, margin: 64 };
const EFFECTIVE = 'Effective date: January 1, 2025';

const DOCUMENTS = [
  {
    file: 'affirmations.pdf',
    title: 'Affirmations',
    sections: [
      [
        'Purpose',
        'These affirmations apply to every application a practitioner submits through DocApply. By submitting an application you confirm the statements below to each hospital that receives it.',
      ],
      [
        'Accuracy and completeness',
        'I affirm that the information I provide, including my education, training, licensure, work history, malpractice coverage and disclosures, is true, current and complete to the best of my knowledge. I understand that a material misstatement or omission may be grounds for denial of my application or for later termination of membership and privileges.',
      ],
      [
        'Authorisation to verify',
        'I authorise each hospital to which I apply, and its medical staff office, to contact the primary sources, references and covering physicians I name, and to obtain from them any information relevant to my qualifications, competence and professional conduct.',
      ],
      [
        'Duty to update',
        'I agree to inform each hospital promptly of any change to the information in my application while it is under review and while I hold membership or privileges, including any action against my licence, registration, certification or insurance.',
      ],
      [
        'Release',
        'I release from liability all persons who, in good faith, provide or review information in connection with my application, to the fullest extent permitted by law.',
      ],
    ],
  },
  {
    file: 'fraud-policy.pdf',
    title: 'Fraud Policy',
    sections: [
      [
        'Our commitment',
        'Credentialing protects patients. DocApply does not tolerate falsified credentials, impersonation or any other attempt to deceive a hospital through the platform.',
      ],
      [
        'What counts as fraud',
        "Fraud includes submitting forged or altered documents, misrepresenting education, training, licensure or work history, concealing disciplinary actions or claims, completing a reference or coverage form on behalf of someone else, and using another person's account or identity.",
      ],
      [
        'How we respond',
        'When we have reason to believe that fraud has occurred, we may suspend the account concerned, preserve the related records, notify every hospital that received the affected application, and report the matter to the appropriate licensing board or law enforcement authority.',
      ],
      [
        'Reporting a concern',
        'If you suspect fraud, please tell us through the Contact Us form on the DocApply website. Reports are reviewed by the platform administrator and handled confidentially. We do not tolerate retaliation against anyone who reports a concern in good faith.',
      ],
    ],
  },
  {
    file: 'privacy-policy.pdf',
    title: 'Privacy Policy',
    sections: [
      [
        'Who we are',
        'DocApply is a credentialing and privileging portal through which practitioners apply to hospitals. This policy explains which personal information we process, why, and the choices you have.',
      ],
      [
        'Information we collect',
        'We collect the information you enter when you register and apply: your name, contact details, professional identifiers, education, training, licensure, work history, insurance, disclosures and the documents you upload. We also keep records of sign-ins and of the emails we send you, so that we can keep your account secure.',
      ],
      [
        'How we use it',
        "Your application is shared only with the hospitals you choose to apply to, and with the references and covering physician you name, to the extent they need to respond. References' answers are shared with the hospital, not with you. We do not sell personal information and we do not use it for advertising.",
      ],
      [
        'Security and retention',
        'Data is encrypted in transit, access is limited to the people who need it, and sign-in requires a one-time code sent to your email. We keep application records for as long as the hospitals concerned are required to retain credentialing files, and delete or anonymise them afterwards.',
      ],
      [
        'Your choices',
        "You may ask to see, correct or delete the personal information we hold about you, subject to the hospitals' legal record-keeping duties. Contact us through the Contact Us form on the DocApply website.",
      ],
    ],
  },
  {
    file: 'terms-of-use.pdf',
    title: 'Terms of Use',
    sections: [
      [
        'Acceptance',
        'By creating an account or using DocApply you agree to these terms. If you do not agree, please do not use the service.',
      ],
      [
        'Your account',
        'You must provide accurate information, keep your password confidential and use your own account only. You are responsible for the activity in your account. Tell us at once if you believe it has been used without your permission.',
      ],
      [
        'Acceptable use',
        'You agree not to submit false or misleading information, not to upload content you have no right to share, not to interfere with the service or attempt to access data that is not yours, and to comply with the Fraud Policy.',
      ],
      [
        "Hospitals' decisions",
        'Each hospital makes its own credentialing and privileging decisions under its own bylaws. DocApply transmits applications and communications; it does not decide on them and does not guarantee any outcome.',
      ],
      [
        'Availability and changes',
        'We work to keep the service available and secure but cannot promise that it will be uninterrupted. We may update these terms; when we make a material change we will tell you before it takes effect.',
      ],
      [
        'Contact',
        'Questions about these terms can be sent through the Contact Us form on the DocApply website.',
      ],
    ],
  },
];

/** Splits text into lines that fit `maxWidth` at the given font and size. */
function wrap(text, font, size, maxWidth) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > maxWidth && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) {
    lines.push(line);
  }
  return lines;
}

async function createPdf({ title, sections }) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`DocApply — ${title}`);
  pdf.setAuthor('DocApply');
  pdf.setSubject(title);
  // Fixed dates keep the files byte-identical between runs.
  pdf.setCreationDate(new Date('2025-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2025-01-01T00:00:00Z'));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const ensureSpace = (needed) => {
    if (y - needed < PAGE.margin) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
  };
  const draw = (text, font, size, color, gap) => {
    for (const line of wrap(text, font, size, width)) {
      ensureSpace(size + gap);
      page.drawText(line, { x: PAGE.margin, y: y - size, size, font, color });
      y -= size + gap;
    }
  };

  draw('DocApply', bold, 12, BRAND, 6);
  draw(title, bold, 24, INK, 8);
  draw(EFFECTIVE, regular, 10, MUTED, 4);
  y -= 18;
  for (const [heading, body] of sections) {
    ensureSpace(60);
    draw(heading, bold, 13, INK, 6);
    draw(body, regular, 11, INK, 5);
    y -= 12;
  }
  pdf.getPages().forEach((p, i, all) => {
    p.drawText(`DocApply · ${title} · page ${i + 1} of ${all.length}`, {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: 9,
      font: regular,
      color: MUTED,
    });
  });
  return pdf.save({ useObjectStreams: false });
}

mkdirSync(OUT_DIR, { recursive: true });
for (const doc of DOCUMENTS) {
  const bytes = await createPdf(doc);
  writeFileSync(new URL(doc.file, `file://${OUT_DIR}`), bytes);
  console.log(`wrote apps/portal/public/legal/${doc.file} (${bytes.length} bytes)`);
}
