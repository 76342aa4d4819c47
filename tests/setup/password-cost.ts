// The gateway tests build hundreds of gateways and logins; at the production cost (N = 2^17, ~0.3 s and 128 MiB
// per hash) they would take many minutes on a shared machine. They hash at the old cost, 2^14, instead;
// tests/server/passwords.test.ts checks the production default and the rehash from one cost to another.
process.env['SCRYPT_LOG_N'] ??= '14';
