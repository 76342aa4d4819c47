// A browser test waits on a real page: give each one a minute before Jest gives up.
jest.setTimeout(60_000);
