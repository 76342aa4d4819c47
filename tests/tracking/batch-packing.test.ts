import { arrayBytes, packBeacons, pickUpload } from '../../src/tracking/batch-packing';

const size = (n: number) => n;
const never = () => false;

test('an array of parts costs its parts, two brackets and a comma between each', () => {
  expect(arrayBytes([])).toBe(2);
  expect(arrayBytes([10])).toBe(12);
  expect(arrayBytes([10, 20, 30])).toBe(64);
});

test('an upload takes items from the front while the count and the size allow', () => {
  expect(pickUpload([10, 10, 10, 10], size, never, 3, 1_000).chosen).toEqual([10, 10, 10]);
  // 2 + 10 + 1 + 10 = 23 fits 23; a third would need 34.
  expect(pickUpload([10, 10, 10], size, never, 50, 23).chosen).toEqual([10, 10]);
});

test('items in flight are skipped, and an item no upload could carry is set apart', () => {
  const { chosen, tooBig } = pickUpload([5, 99, 6, 7], size, (n) => n === 6, 50, 40);
  expect(chosen).toEqual([5, 7]);
  expect(tooBig).toEqual([99]);
});

test('beacons split by count and stop when all of them together would pass the size', () => {
  expect(packBeacons([1, 1, 1, 1, 1], size, 2, 1_000)).toEqual([[1, 1], [1, 1], [1]]);
  // [10] costs 12, [10,10] 23; a second array [10] would bring the total to 35 > 30.
  expect(packBeacons([10, 10, 10], size, 2, 30)).toEqual([[10, 10]]);
  expect(packBeacons([50], size, 5, 30)).toEqual([]);
});
