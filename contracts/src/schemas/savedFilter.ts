// A saved filter's name and visibility, as the list's 'Save filter' form sends them (the filters and
// columns come from the list). Pure: no React / antd / browser imports.
import { boolean, object, string, type InferType } from 'yup';

export const savedFilterFormSchema = object({
  name: string().trim().required('Please input filter name!').max(200, 'At most 200 characters.'),
  is_public: boolean().default(false),
});
export type SavedFilterFormValues = InferType<typeof savedFilterFormSchema>;
