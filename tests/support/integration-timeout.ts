jest.setTimeout(30_000); // a real database on a shared 2-core machine
