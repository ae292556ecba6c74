import { AreaRoutes } from '../routes';

export default AreaRoutes;
