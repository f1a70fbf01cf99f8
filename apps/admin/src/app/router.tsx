import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { NotFoundPage } from '@/components/not-found-page';
import { RootRoute } from '@/app/routes/root';
import { SignInPanel } from '@/features/auth/components/sign-in-panel';

/** Every route of the admin site; main.tsx and the tests build routers from it. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      children: [
        { path: paths.home.path, element: <SignInPanel /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
