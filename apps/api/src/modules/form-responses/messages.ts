export const FORM_RESPONSE_MESSAGES = {
  notFound: 'Form response not found',
  formNotFound: 'Form not found',
  pickPrivilegeFirst: 'Pick the privilege first; its form is created with it.',
  notDoctorForm: 'This form is filled by the person asked, not by the doctor.',
  onlyPrivilegeRemovable: "Only a picked privilege's form can be removed.",
  fileNotFound: 'This file was not found. Upload it again.',
  invalidAnswers: 'Please correct the highlighted fields',
  removed: 'The privilege was removed.',
} as const;
