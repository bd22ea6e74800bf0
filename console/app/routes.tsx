import type { RouteObject } from 'react-router-dom';
import { RouteGuard } from '../router/RouteGuard';
import { MainLayout } from '../layout/MainLayout';
import { LoginPage } from '../pages/login/LoginPage';
import { ErrorPage } from '../pages/errors/ErrorPage';
import { RefreshPage } from '../pages/refresh/RefreshPage';
import { lazyPage } from '../ui/lazyPage';

const RegisterPage = lazyPage(() => import('../pages/register/RegisterPage'));
const ResetPasswordPage = lazyPage(() => import('../pages/resetPassword/ResetPasswordPage'));
const DingdingLoginPage = lazyPage(() => import('../pages/dingding/DingdingLoginPage'));

/**
 * Public and fixed routes of console spec §2.1. Everything else belongs to the shell, which resolves the path
 * against the route table (shell pages, menu pages, area routes), so a refresh on any dynamic route lands there.
 */
export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/resetPassword', element: <ResetPasswordPage /> },
      { path: '/dingdingLogin', element: <DingdingLoginPage /> },
      { path: '/401', element: <ErrorPage kind="401" /> },
      { path: '/404', element: <ErrorPage kind="404" /> },
      { path: '/refresh', element: <RefreshPage /> },
      { path: '*', element: <MainLayout /> },
    ],
  },
];
