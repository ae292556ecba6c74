import { AuthDialogs } from '../features/auth-dialogs/auth-dialogs';

export default AuthDialogs;
