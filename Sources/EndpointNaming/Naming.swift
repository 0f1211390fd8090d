// Naming rules live here.
