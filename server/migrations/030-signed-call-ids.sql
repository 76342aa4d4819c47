-- The trace ids of accepted signed calls and private stream subscribes (server/signing/signed-call-memory.ts). They
-- live in memory while the gateway runs; a gateway that stops cleanly writes those still remembered here, and the
-- next start reads them back, so a call captured before a restart is still refused as a replay after it.
CREATE TABLE signed_call_ids (
  -- 'rest' (signed calls) or 'stream' (private subscribes): two registries, each a namespace of its own.
  scope TEXT NOT NULL,
  trace_id TEXT NOT NULL,
  -- The registry's group: the whole minute after which the id may be forgotten.
  forget_group INTEGER NOT NULL,
  PRIMARY KEY (scope, trace_id)
);
-- One row while a gateway runs on this database, deleted by a clean stop. Found at start, it says the last run did
-- not hand its trace ids over (a crash, a kill): the calls it may have accepted moments before are not known.
CREATE TABLE signed_call_run (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  started_at INTEGER NOT NULL
);
