import { object, ref, string, type InferType } from 'yup';

export const passwordChangeSchema = object({
  password: string().required('Please input your password!'),
  password_confirmation: string()
    .required('Please confirm your password!')
    .oneOf([ref('password')], 'Password confirmation does not match'),
});

export type PasswordChangeValues = InferType<typeof passwordChangeSchema>;
