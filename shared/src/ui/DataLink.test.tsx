// Opening a link without a valid handler says 'Error' / 'Something went wrong!' (spec part 1 §8) and opens nothing;
// a path of the panel opens in it, a web address in a new tab (issue 39).
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { findNotification, renderWithProviders } from '../testing';
import { ServerTable } from '../lists/ServerTable';
import { popupElement } from '../map/resolvedProps';
import { DataLink, linkHandler, webAddress } from './DataLink';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

test('who opens a link: the panel, a browser tab, the system, or nobody', () => {
  expect(linkHandler('/dashboard/pad-view/5')).toBe('app');
  expect(linkHandler('https://hilltop.example')).toBe('web');
  expect(linkHandler('mailto:ann@pads.test')).toBe('system');
  expect(linkHandler('tel:+442079460000')).toBe('system');
  for (const none of [
    'javascript:alert(1)',
    'ftp://files.example',
    'pads://pads/5',
    'www.hilltop',
    '//evil.example',
    '',
    null,
  ])
    expect(linkHandler(none)).toBeNull();
  expect(webAddress('www.hilltop.ie')).toBe('https://www.hilltop.ie');
  expect(webAddress('http://hilltop.ie')).toBe('http://hilltop.ie');
});

test("a list cell whose link has no handler says 'Something went wrong!' and stays; a path opens", async () => {
  const column = (name: string, link: string) => ({
    column: name,
    display_name: name,
    sort_order: 0,
    relation: null,
    relation_type: null,
    link,
    link_column: null,
    link_query: null,
    edit_path: null,
    sortable: true,
  });
  renderWithProviders(
    <>
      <ServerTable
        columns={[column('name', 'javascript:alert({id})'), column('pad', '/dashboard/pad-view/{id}')]}
        rows={[{ id: 5, name: 'Hilltop', pad: 'Open' }]}
        onChange={() => undefined}
      />
      <Where />
    </>,
    { route: '/dashboard/pad-list' },
  );
  const broken = screen.getByRole('link', { name: 'Hilltop' });
  expect(broken).toHaveAttribute('href', '#');
  fireEvent.click(broken);
  const notice = await findNotification('Error');
  expect(notice).toHaveTextContent('Something went wrong!');
  expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/pad-list');
  fireEvent.click(screen.getByRole('link', { name: 'Open' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/pad-view/5');
});

test('a web address opens in a new tab; a map popup without a handler says so too', async () => {
  renderWithProviders(<DataLink href="https://hilltop.example">Hilltop</DataLink>);
  expect(screen.getByRole('link', { name: 'Hilltop' })).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });

  const navigate = jest.fn();
  const popup = popupElement(
    { id: 5, name: 'Hilltop', latitude: 52, longitude: -1, category_id: 3 },
    'ftp://x',
    navigate,
  );
  expect(popup.getAttribute('href')).toBe('#');
  fireEvent.click(popup);
  expect(await findNotification('Error')).toHaveTextContent('Something went wrong!');
  expect(navigate).not.toHaveBeenCalled();
});
