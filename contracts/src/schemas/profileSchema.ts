import { object, string, type InferType } from 'yup';

export const PROFILE_TEXT_MAX = 200;

const profileText = (label: string) =>
  string()
    .trim()
    .required(`${label} is required`)
    .max(PROFILE_TEXT_MAX, `${label} must be at most ${PROFILE_TEXT_MAX} characters`);

export const profileSchema = object({
  first_name: profileText('First Name'),
  last_name: profileText('Last Name'),
  username: profileText('Username'),
  email: profileText('Email').email('Please enter a valid email!'),
});

export type ProfileValues = InferType<typeof profileSchema>;
