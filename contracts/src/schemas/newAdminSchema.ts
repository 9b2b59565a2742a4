import { object, ref, string, type InferType } from 'yup';

export const newAdminSchema = object({
  first_name: string().trim().required('Please input the name!'),
  last_name: string().trim().required('Please input the surname!'),
  username: string().trim().required('Please input the username!'),
  email: string().trim().required('Please input the email!').email('Please enter a valid email!'),
  password: string().required('Please input your password!'),
  password_confirmation: string()
    .required('Please confirm your password!')
    .oneOf([ref('password')], 'The two passwords that you entered do not match!'),
});

export type NewAdminValues = InferType<typeof newAdminSchema>;
