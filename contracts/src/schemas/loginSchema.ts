import { object, string, type InferType } from 'yup';

export const loginSchema = object({
  email: string().trim().required('Please input your email!').email('Please enter a valid email!'),
  password: string().required('Please input your password!'),
});

export type LoginValues = InferType<typeof loginSchema>;
