// The pad view's title (spec part 2 §2): the recommended star of a premium owner, the Private and Invalid
// phone labels, and the link to resolve a possible duplicate; none of them on a plain pad.
import { paths } from '@pads/shared';
import { renderWithProviders } from '@pads/shared/testing';
import { screen, within } from '@testing-library/react';
import { PadTitle } from './PadTitle';
import { testPad } from './testPad';

test('a recommended, private pad with an invalid phone and a possible duplicate carries each mark', () => {
  renderWithProviders(
    <PadTitle
      pad={testPad({ is_recommended: true, is_private: true, has_invalid_phone: true, duplicated_pad_id: 9 })}
    />,
  );
  const title = screen.getByTestId('pad-title');
  expect(within(title).getByTestId('pad-star')).toHaveAttribute('aria-label', 'Recommended');
  expect(within(title).getByText('Private')).toBeInTheDocument();
  expect(within(title).getByText('Invalid phone')).toBeInTheDocument();
  expect(within(title).getByRole('link', { name: 'Possible duplicate of pad 9' })).toHaveAttribute(
    'href',
    paths.duplicateReport(5, 9),
  );
});

test('a plain pad has no star, no labels and no duplicate link', () => {
  renderWithProviders(<PadTitle pad={testPad()} />);
  const title = screen.getByTestId('pad-title');
  expect(within(title).queryByTestId('pad-star')).toBeNull();
  expect(within(title).queryByText('Private')).toBeNull();
  expect(within(title).queryByText('Invalid phone')).toBeNull();
  expect(within(title).queryByTestId('pad-duplicate')).toBeNull();
});
