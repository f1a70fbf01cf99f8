// telemedicine's constants and labels, apart from its schemas: a page that shows a label does not
// bring the schemas (and zod) with it (scripts/vite-pure-schemas.ts).
/** The multipart parts that carry the signed agreement and the distant site's decision (PDFs). */
export const TELEMEDICINE_AGREEMENT_PART = 'agreement';

export const TELEMEDICINE_DECISION_PART = 'decision';
