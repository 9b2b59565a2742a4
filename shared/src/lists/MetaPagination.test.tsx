import { fireEvent, render, screen } from '@testing-library/react';
import { MetaPagination } from './MetaPagination';

const meta = (total: number, current_page = 1) => ({
  from: 1,
  to: 20,
  total,
  per_page: 20,
  current_page,
  last_page: Math.ceil(total / 20),
});

test('pages through the server pages with a quick jumper and no size changer', () => {
  const onChange = jest.fn();
  render(<MetaPagination meta={meta(95)} onChange={onChange} />);
  expect(screen.getByRole('listitem', { name: '5' })).toBeInTheDocument();
  expect(document.querySelector('.ant-pagination-options-quick-jumper input')).toBeInTheDocument();
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('listitem', { name: '3' }));
  expect(onChange).toHaveBeenCalledWith(3, 20);
});

test('is hidden when everything fits on one page', () => {
  const { container } = render(<MetaPagination meta={meta(20)} onChange={() => {}} />);
  expect(container).toBeEmptyDOMElement();
});
