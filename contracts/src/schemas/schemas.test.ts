/** @jest-environment node */
import { fieldErrors, loginSchema, newAdminSchema, passwordChangeSchema, profileSchema } from './index.ts';

async function errorsOf(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('loginSchema', () => {
  it('requires a valid email and a password', async () => {
    expect(await errorsOf(loginSchema, { email: '', password: '' })).toHaveLength(2);
    expect(await errorsOf(loginSchema, { email: 'nope', password: 'x' })).toEqual(['Please enter a valid email!']);
    expect(await errorsOf(loginSchema, { email: 'a@b.co', password: 'x' })).toEqual([]);
  });
});

describe('newAdminSchema', () => {
  const valid = {
    first_name: 'Ann',
    last_name: 'Lee',
    username: 'ann',
    email: 'ann@pads.test',
    password: 'secret1',
    password_confirmation: 'secret1',
  };

  it('accepts a complete admin', async () => {
    expect(await errorsOf(newAdminSchema, valid)).toEqual([]);
  });

  it('uses the spec messages for the passwords', async () => {
    expect(await errorsOf(newAdminSchema, { ...valid, password: '', password_confirmation: '' })).toEqual(
      expect.arrayContaining(['Please input your password!', 'Please confirm your password!']),
    );
    expect(await errorsOf(newAdminSchema, { ...valid, password_confirmation: 'other' })).toEqual([
      'The two passwords that you entered do not match!',
    ]);
  });

  it('requires names, username and a valid email', async () => {
    const errors = await errorsOf(newAdminSchema, {
      ...valid,
      first_name: '',
      last_name: '',
      username: '',
      email: 'x',
    });
    expect(errors).toHaveLength(4);
  });
});

describe('profileSchema', () => {
  it('limits every field to 200 characters', async () => {
    const long = 'a'.repeat(201);
    const errors = await errorsOf(profileSchema, {
      first_name: long,
      last_name: long,
      username: long,
      email: 'a@b.co',
    });
    expect(errors).toEqual([
      'First Name must be at most 200 characters',
      'Last Name must be at most 200 characters',
      'Username must be at most 200 characters',
    ]);
  });
});

describe('passwordChangeSchema', () => {
  it('reports a mismatch with the spec message', async () => {
    expect(await errorsOf(passwordChangeSchema, { password: 'a1', password_confirmation: 'b2' })).toEqual([
      'Password confirmation does not match',
    ]);
  });
});

describe('fieldErrors', () => {
  it('nests dotted paths and keeps the first message', () => {
    expect(
      fieldErrors({
        email: ['taken', 'other'],
        'contacts.1.phone': ['bad phone'],
        'location.latitude': 'Max: 90',
      }),
    ).toEqual({
      email: 'taken',
      contacts: [undefined, { phone: 'bad phone' }],
      location: { latitude: 'Max: 90' },
    });
  });

  it('returns an empty object without errors', () => {
    expect(fieldErrors(undefined)).toEqual({});
  });
});
