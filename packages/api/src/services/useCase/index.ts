/**
 * The face of the useCase domain (the use-case runner; workflows/ holds the actions): what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { actorOf, type ActorRef, moveStatus, runUseCase, startStatus, type StatusParts, SYSTEM_ACTOR, type UseCase, type UseCaseDeps } from './useCase';
