/**
 * A feature's use cases are plain functions that take the feature's context first (issue 37): each can be read, found
 * and tested alone. `boundTo(context)` turns one into the method its service exposes, the context given once.
 */
export const boundTo =
  <Context>(context: Context) =>
  <Args extends unknown[], Result>(useCase: (context: Context, ...args: Args) => Result) =>
  (...args: Args): Result =>
    useCase(context, ...args);
