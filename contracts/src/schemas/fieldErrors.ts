// Turns the API's `errors` ({ "contacts.0.phone": ["..."] }) into formik's nested errors
// shape ({ contacts: [{ phone: "..." }] }), keeping the first message per field.
export type ServerFieldErrors = Record<string, string[] | string> | null | undefined;
export type FormErrors = { [key: string]: string | FormErrors | FormErrors[] | undefined };

export function fieldErrors(serverErrors: ServerFieldErrors): FormErrors {
  const result: FormErrors = {};
  if (!serverErrors) return result;
  for (const [path, messages] of Object.entries(serverErrors)) {
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (message) setPath(result, path.split('.'), message);
  }
  return result;
}

function setPath(target: Record<string, unknown>, keys: string[], message: string): void {
  let node: Record<string, unknown> = target;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      node[key] = message;
      return;
    }
    const nextIsIndex = /^\d+$/.test(keys[index + 1] ?? '');
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = nextIsIndex ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}
