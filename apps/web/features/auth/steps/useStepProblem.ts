'use client';
import { type BaseSyntheticEvent, type FormEvent, useState } from 'react';

/**
 * A step's problem from the server, shown in its Alert. `sending(submit)` is the form's onSubmit:
 * it clears the last problem, then runs `submit` (react-hook-form's handleSubmit result).
 */
export function useStepProblem() {
  const [problem, setProblem] = useState<string | null>(null);
  const sending = (submit: (event?: BaseSyntheticEvent) => Promise<void>) => (event: FormEvent) => {
    setProblem(null);
    void submit(event);
  };
  return { problem, setProblem, sending };
}
