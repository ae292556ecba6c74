import { HomeSections } from '../features/home/home-sections';

export default HomeSections;
