// Selectors of the futures workspace. The state is there only once the futures page loaded it (futures.reducer.ts);
// before that every selector answers as for a market with nothing yet.
import type { RootState } from './root-reducer';
import type { FuturesState } from './futures.reducer';

const futures = (state: RootState): FuturesState | undefined => (state as RootState & { futures?: FuturesState }).futures;

export const selectMark = (state: RootState) => futures(state)?.mark.mark ?? null;
