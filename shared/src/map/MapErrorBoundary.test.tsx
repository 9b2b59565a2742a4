import { render, screen } from '@testing-library/react';
import { MapErrorBoundary } from './MapErrorBoundary';

function Broken(): never {
  throw new Error('Google Maps script failed');
}

it('shows a failing map as an error in its place', () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <div>
      <MapErrorBoundary height={400}>
        <Broken />
      </MapErrorBoundary>
      <p>rest of the page</p>
    </div>,
  );
  expect(screen.getByTestId('map-error')).toHaveTextContent('Google Maps script failed');
  expect(screen.getByText('rest of the page')).toBeInTheDocument();
  log.mockRestore();
});
