// The phone input on libphonenumber-js (issue 39): every country with a calling code in its select, a typed
// number read in the chosen country and shown in international format, the country following a number of
// another country, and a warning (not a refusal) for a number that is not valid.
import { renderWithProviders } from '@pads/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { PHONE_WARNING, PhoneInput } from './PhoneInput';

function Harness({ initial = '', country = 'GB' }: { initial?: string; country?: string }) {
  const [value, setValue] = useState(initial);
  const [code, setCode] = useState(country);
  return (
    <>
      <PhoneInput
        value={value}
        country={code}
        onChange={setValue}
        onCountryChange={(next, phone) => (setCode(next), setValue(phone))}
        onBlur={() => {}}
      />
      <output data-testid="country">{code}</output>
    </>
  );
}

const phone = () => screen.getByLabelText('Phone') as HTMLInputElement;
const type = (text: string) => {
  fireEvent.focus(phone());
  fireEvent.change(phone(), { target: { value: text } });
  fireEvent.blur(phone());
};

test('a national number is read in the chosen country and shown in international format', () => {
  renderWithProviders(<Harness />);
  type('020 7946 0000');
  expect(phone()).toHaveValue('+44 20 7946 0000');
  expect(screen.queryByTestId('phone-warning')).toBeNull();
});

test('a number of another country takes its country along', () => {
  renderWithProviders(<Harness />);
  type('+35315550100');
  expect(phone()).toHaveValue('+353 1 555 0100');
  expect(screen.getByTestId('country')).toHaveTextContent('IE');
});

test('a number that is not valid keeps its + and warns, without refusing it', () => {
  renderWithProviders(<Harness />);
  type('26633127009');
  expect(phone()).toHaveValue('+26633127009');
  expect(screen.getByTestId('phone-warning')).toHaveTextContent(PHONE_WARNING);
});

test('every country with a calling code can be chosen, found by its code', async () => {
  renderWithProviders(<Harness initial="+44 20 7946 0000" />);
  const select = screen.getByRole('combobox', { name: 'Phone country' });
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: 'LS' } });
  fireEvent.click(await screen.findByTitle('LS +266'));
  expect(screen.getByTestId('country')).toHaveTextContent('LS');
  // The number keeps its digits under the new dial code.
  expect(phone()).toHaveValue('+2662079460000');
});
