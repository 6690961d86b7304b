import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context.ts';

/** Signs out at the provider; if it cannot be reached, ends the local session and goes home. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(async () => {
    const result = await signOut();
    queryClient.clear();
    if (result === 'signed-out') await navigate('/', { replace: true });
  }, [signOut, queryClient, navigate]);
}
