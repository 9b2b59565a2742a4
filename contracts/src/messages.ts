// Messages several calls answer with (the spec's wording), apart from ./responses.ts so the yup schemas can use
// them without importing the answer types (which import the schemas).

/** The 403 message of a call the signed-in user may not make on that record. */
export const NOT_AUTHORIZED = 'You are not authorized for this action.';
