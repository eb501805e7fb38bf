import { createServer, type AddressInfo } from "node:net";

/** Asks the OS for a free loopback port, for test stacks that must not collide with `npm start`. */
export async function findFreePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
