/** The form kit lives in @docapply/ui (shared with the admin site); this path stays for the portal's forms. */
export { useFieldValidity } from '@docapply/ui';
