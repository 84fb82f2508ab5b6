jest.setTimeout(60_000); // whole flows in a real browser on a shared 2-core machine
