// The runtime library lives here.
