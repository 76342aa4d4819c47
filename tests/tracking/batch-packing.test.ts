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

test('an item as large as an upload less its two brackets goes alone; one byte more is set apart', () => {
  expect(pickUpload([28], size, never, 50, 30)).toEqual({ chosen: [28], tooBig: [] });
  expect(pickUpload([29], size, never, 50, 30)).toEqual({ chosen: [], tooBig: [29] });
});

test('an upload counts a comma before every item but the first', () => {
  // 2 + 10 + 1 + 10 + 1 + 10 = 34.
  expect(pickUpload([10, 10, 10], size, never, 50, 33).chosen).toEqual([10, 10]);
  expect(pickUpload([10, 10, 10], size, never, 50, 34).chosen).toEqual([10, 10, 10]);
});

test('a beacon holds exactly its size: brackets, parts and the commas between them', () => {
  expect(packBeacons([10], size, 5, 12)).toEqual([[10]]);
  expect(packBeacons([10], size, 5, 11)).toEqual([]);
  expect(packBeacons([10, 10], size, 5, 23)).toEqual([[10, 10]]);
  expect(packBeacons([10, 10], size, 5, 22)).toEqual([[10]]);
});

test('the beacons together are counted with every comma of the arrays before', () => {
  // [10,10] is 23 bytes, and a second array [10] 12 more.
  expect(packBeacons([10, 10, 10], size, 2, 35)).toEqual([[10, 10], [10]]);
  expect(packBeacons([10, 10, 10], size, 2, 34)).toEqual([[10, 10]]);
  // [10,10,10] is 34 bytes, and a second array [10] 12 more.
  expect(packBeacons([10, 10, 10, 10], size, 3, 46)).toEqual([[10, 10, 10], [10]]);
  expect(packBeacons([10, 10, 10, 10], size, 3, 45)).toEqual([[10, 10, 10]]);
});
