import { AreaRoutes, preloadPageFor } from '../routes';

preloadPageFor(window.location.pathname);

export default AreaRoutes;
