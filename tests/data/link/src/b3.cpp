// b3.cpp - C++ member of libb.a.  Extracted only through the mangled
// name _ZN3geo5scaleEi (geo::scale), referenced from shape.cpp.  Uses the
// inline geo::clamp_dim too (the second linkonce_odr copy).
#include "shape.h"

namespace geo {

int scale(int v) { return clamp_dim(v) * 2; }

int scale_unused(int v) { return v * 3; }

}
