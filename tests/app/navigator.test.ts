import { createNavigator } from '../../src/app/navigator';

test('a navigation asked for before the router is attached is made once it is, the last one only', () => {
  const navigator = createNavigator();
  navigator.navigate('/login');
  navigator.navigate('/spot/ETHUSDT', { replace: true });
  const navigate = jest.fn();

  navigator.attach(navigate);

  expect(navigate).toHaveBeenCalledTimes(1);
  expect(navigate).toHaveBeenCalledWith('/spot/ETHUSDT', { replace: true });
});

test('once attached, each navigation goes straight to the router', () => {
  const navigator = createNavigator();
  const navigate = jest.fn();
  navigator.attach(navigate);

  navigator.navigate('/wiki');
  navigator.navigate('/fee', { replace: true });

  expect(navigate.mock.calls).toEqual([
    ['/wiki', undefined],
    ['/fee', { replace: true }],
  ]);
});

test('a detached router gets nothing more, and a newer attachment is not undone by an older detach', () => {
  const navigator = createNavigator();
  const first = jest.fn();
  const second = jest.fn();
  const detachFirst = navigator.attach(first);
  navigator.attach(second);

  detachFirst();
  navigator.navigate('/wiki');

  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledWith('/wiki', undefined);
});

test('after the router detaches, a navigation waits for the next one', () => {
  const navigator = createNavigator();
  const detach = navigator.attach(jest.fn());
  detach();
  navigator.navigate('/login');
  const next = jest.fn();

  navigator.attach(next);

  expect(next).toHaveBeenCalledWith('/login', undefined);
});
