/** The use-case runner's face: one transaction with its status history and mail (useCase.ts). */
export { actorOf, runUseCase, SYSTEM_ACTOR, type UseCase, type UseCaseDeps } from './useCase';
