/**
 * Header of an answer that stands for a dropped connection (`kind: 'reset'`): its value is `reset`. The
 * transports turn it into a network failure: the simulator's in-process `fetch` rejects with a `TypeError`
 * (as the platform `fetch` does), the Node server destroys the socket, Storybook's MSW answers a network error.
 */
export const resetHeader = 'x-sim-fault'
