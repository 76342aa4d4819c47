import type { RoutePlugin } from '../route-plugin';

const marketStream: RoutePlugin = async () => undefined;
export default marketStream;
