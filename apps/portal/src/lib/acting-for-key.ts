/** Where the portal keeps the doctor a delegate acts for (issue 16); index.html reads it too. */
export const ACTING_FOR_KEY = 'acting_for';
