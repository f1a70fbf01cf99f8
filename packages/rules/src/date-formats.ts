// The spec's date formats and limits (section 9), apart from the rules that parse dates: a page
// that only shows dates needs these, not dayjs's parsing plugin.
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_DISPLAY_FORMAT = 'MM/DD/YYYY';
export const DATE_TIME_DISPLAY_FORMAT = 'MM/DD/YYYY HH:mm:ss';
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2099-12-31';
