import { lockRowWidths, moved } from './dragRows';

test('moved() takes one row out and puts it at the drop position', () => {
  expect(moved(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  expect(moved(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
});

test('a dragged row keeps its cell widths and the header its column widths until released', () => {
  document.body.innerHTML = `<table><thead><tr><th>Drag</th><th>Name</th></tr></thead>
    <tbody><tr data-row-key="7"><td>=</td><td>Spring</td></tr><tr data-row-key="8"><td>=</td><td>Other</td></tr></tbody></table>`;
  const cells = [...document.querySelectorAll<HTMLElement>('th, tr[data-row-key="7"] td')];
  cells.forEach((cell, index) => {
    cell.getBoundingClientRect = () => ({ width: 50 + index * 10 }) as DOMRect;
  });
  const unlock = lockRowWidths(document.body, '7');
  expect(cells.map((cell) => cell.style.width)).toEqual(['50px', '60px', '70px', '80px']);
  expect((document.querySelector('tr[data-row-key="8"] td') as HTMLElement).style.width).toBe('');
  unlock();
  expect(cells.map((cell) => cell.style.width)).toEqual(['', '', '', '']);
});
